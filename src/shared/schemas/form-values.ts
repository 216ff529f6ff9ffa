/** A form value that means "not given": absent, null or ''. Multipart forms send every value as a string. */
export const blank = (value: unknown) => value === undefined || value === null || value === '';
