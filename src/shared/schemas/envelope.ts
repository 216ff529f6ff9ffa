import { z } from 'zod';

/** DESIGN §4: every answer is { success, message?, data }. */
export const ok = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data: z.array(item),
    last_page: z.number().int(),
    total: z.number().int(),
  });

/** The answer of a write that only names what it stored or removed. */
export const idData = z.object({ id: z.number().int() });
export type IdData = z.infer<typeof idData>;

export const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type Failure = z.infer<typeof failure>;
