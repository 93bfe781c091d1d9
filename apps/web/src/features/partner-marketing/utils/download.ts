/** Saves a Blob under a file name (an object URL on a temporary link, revoked afterwards). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** A rendered <svg> element as a standalone SVG document (for the .svg file and the PNG). */
export function svgMarkup(svg: SVGSVGElement): string {
  return new XMLSerializer().serializeToString(svg);
}

export function downloadSvg(svg: string, fileName: string): void {
  downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), fileName);
}

/** Draws an SVG (given as a data: address) at its full size on a canvas and encodes it as PNG. */
export async function svgToPng(svgUrl: string, width: number, height: number): Promise<Blob> {
  const image = new Image();
  image.decoding = 'async';
  image.src = svgUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('Could not make the PNG'));
    }, 'image/png');
  });
}
