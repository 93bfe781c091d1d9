import { z } from 'zod';

// A lender-hosted form as a callback names it (FIS12 xinput: head.descriptor.name, head.index,
// form.id, form.url), kept on the network offer and the order (ADR 034).

export interface LenderFormRef {
  id: string;
  url: string;
  heading: string;
  /** This form's place among the lender's forms, from 1. */
  step: number;
  steps: number;
}

const xinputShape = z.looseObject({
  head: z
    .looseObject({
      descriptor: z.looseObject({ name: z.string().max(200) }).optional(),
      index: z.looseObject({ cur: z.number().int().min(0), max: z.number().int().min(0) }).optional(),
    })
    .optional(),
  form: z.looseObject({ id: z.string().min(1).max(100), url: z.url().max(2000) }),
});

export const lenderFormRef = z.object({
  id: z.string(),
  url: z.string(),
  heading: z.string(),
  step: z.number().int(),
  steps: z.number().int(),
});

/** The form an item's xinput asks for, or null when there is none or it cannot be read. */
export function readXinput(xinput: unknown): LenderFormRef | null {
  const parsed = xinputShape.safeParse(xinput);
  if (!parsed.success) return null;
  const { head, form } = parsed.data;
  const index = head?.index;
  const steps = index ? index.max + 1 : 1;
  const step = index ? Math.min(index.cur + 1, steps) : 1;
  return { id: form.id, url: form.url, heading: head?.descriptor?.name ?? '', step, steps };
}

/** A stored form reference (jsonb), or null. */
export function storedFormRef(value: unknown): LenderFormRef | null {
  const parsed = lenderFormRef.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The lender app's own origin: forms are fetched and answered only there (ADR 034). */
export function sameOrigin(url: string, bppUri: string): boolean {
  try {
    return new URL(url).origin === new URL(bppUri).origin;
  } catch {
    return false;
  }
}
