import type { Transporter } from 'nodemailer';

/**
 * An SMTP transport for a server's URL, every wait bounded by `timeoutMs`. nodemailer is loaded on first use
 * (decision 249): a site that has sent no mail since it started never holds its some 4 MB of modules.
 */
export async function smtpTransport(url: string, timeoutMs: number): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(url, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as never);
}
