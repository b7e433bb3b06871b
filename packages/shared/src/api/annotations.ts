import { z } from 'zod';

/** `user/annotations {key}`: the saved annotations of a resume (url null when there are none). */
export const annotationsResponseSchema = z.object({
  url: z.string().nullable(),
  saved_at: z.string().nullable(),
  /** False when the resume was saved again after the annotations: they belong to the earlier rendering. */
  is_current: z.boolean(),
});
/** `user/save_annotations`: multipart with a `key` field and a `file` part (the annotated PDF). */
export const saveAnnotationsResponseSchema = z.object({ saved_at: z.string() });

export type AnnotationsResponse = z.infer<typeof annotationsResponseSchema>;
