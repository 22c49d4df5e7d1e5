import type { MailProvider } from "./provider";

/** Development transport: the whole mail, links included, goes to the server log unless silenced. */
export function createConsoleMailProvider(
  options: { silent?: boolean; log?: (line: string) => void } = {},
): MailProvider {
  const log = options.log ?? ((line: string) => console.info(line));
  return {
    name: "console",
    async send({ to, subject, text }) {
      if (!options.silent) log(`[mail] to ${to}: ${subject}\n${text}`);
    },
  };
}
