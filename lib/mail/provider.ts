// What every mail transport implements: console (the message goes to the server log) or smtp
// (SMTP_URL). Every message that went out is also kept in the MailMessage table (send-mail.ts).
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
