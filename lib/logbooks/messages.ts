export const LOGBOOK_MESSAGES = {
  photoNotOfTour: "این تصویر متعلق به این تور نیست.",
  wrongPassword: "رمز عبور درست نیست.",
} as const;
