// What every mail transport implements. Only the console transport exists for now: it writes the
// message to the server log, and every message is also kept in the MailMessage table (send-mail.ts).
export interface MailInput {
  to: string;
  subject: string;
  /** Plain Persian text; links are written out in full. */
  text: string;
}

export interface MailProvider {
  readonly name: string;
  send(mail: MailInput): Promise<void>;
}
