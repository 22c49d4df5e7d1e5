// The error pages' words, in a plain module: a server component (the not-found page's metadata)
// importing them from the client error view would get a client reference, not the string.
export const NOT_FOUND_TEXT = "صفحه مورد نظر پیدا نشد";
export const ERROR_TEXT = "خطایی رخ داد!";
