// Configuration read from the environment, in one place.
export const env = {
  get authSecret() {
    const secret = process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
    if (!secret) throw new Error("AUTH_SECRET is not set (npm start creates one under .data/)");
    return secret;
  },
  get dataDir() {
    return process.env.HAMSAFAR_DATA_DIR ?? ".data";
  },
  get smsProvider() {
    return process.env.SMS_PROVIDER ?? "console";
  },
  get publicUrl() {
    return process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  },
};
