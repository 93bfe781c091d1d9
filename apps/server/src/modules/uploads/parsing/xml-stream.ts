import { SaxesParser } from 'saxes';
import { AppError } from '../../../lib/app-error.ts';
import { uploadErrors } from './upload-errors.ts';

// Feeds an xlsx part to a SAX parser chunk by chunk, so no part is ever held whole in memory.
// saxes expands only the five predefined entities and never fetches anything (no XXE), and a DTD
// is refused outright: OOXML parts have none, so one can only be an entity-expansion attempt.

export interface XmlHandlers {
  /** Tag names arrive without their namespace prefix ('x:row' -> 'row'). */
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  text(text: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Parses the chunks, calling the handlers, and yields after each chunk so the caller can hand
 * on what the handlers collected. Malformed XML or UTF-8 is a damaged file; an AppError thrown by
 * a handler (a limit) passes through as it is.
 */
export async function* parseXml(chunks: AsyncIterable<Buffer>, handlers: XmlHandlers): AsyncGenerator<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('opentag', (tag) => {
    handlers.open(localName(tag.name), tag.attributes);
  });
  parser.on('closetag', (tag) => {
    handlers.close(localName(tag.name));
  });
  const text = (value: string) => {
    handlers.text(value);
  };
  parser.on('text', text);
  parser.on('cdata', text);
  parser.on('doctype', () => {
    throw uploadErrors.damaged();
  });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const guarded = (step: () => void) => {
    try {
      step();
    } catch (error) {
      throw error instanceof AppError ? error : uploadErrors.damaged();
    }
  };
  for await (const chunk of chunks) {
    guarded(() => parser.write(decoder.decode(chunk, { stream: true })));
    yield;
  }
  guarded(() => parser.write(decoder.decode()).close());
  yield;
}

/** Runs parseXml to the end, for the small parts (workbook, relationships, styles, strings). */
export async function parseXmlFully(chunks: AsyncIterable<Buffer>, handlers: XmlHandlers): Promise<void> {
  for await (const _ of parseXml(chunks, handlers)) {
    // The handlers collect everything; there is nothing to hand on between chunks.
  }
}
