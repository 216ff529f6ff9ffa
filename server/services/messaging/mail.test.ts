import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMail } from './mail.ts';

/** Just enough SMTP to accept one message and keep its DATA. */
function fakeSmtp() {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, messages };
}

describe('sendMail', () => {
  const smtp = fakeSmtp();
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(smtp.server.address() as net.AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('sends through SMTP_URL with an .ics attachment', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await sendMail(
      { SMTP_URL: url, MAIL_FROM: 'MedBook <no-reply@medbook.example>' },
      { to: 'patient@example.com', subject: 'Appointment confirmed', text: 'See you', attachments: [{ filename: 'appointment.ics', content: ics, contentType: 'text/calendar' }] },
    );
    expect(smtp.messages).toHaveLength(1);
    const raw = smtp.messages[0]!;
    expect(raw).toContain('Subject: Appointment confirmed');
    expect(raw).toContain('To: patient@example.com');
    expect(raw).toContain('no-reply@medbook.example');
    expect(raw).toMatch(/Content-Type: text\/calendar/i);
    expect(raw).toContain('appointment.ics');
  });

  it('refuses without SMTP_URL', async () => {
    await expect(sendMail({ SMTP_URL: undefined, MAIL_FROM: 'x' }, { to: 'a@b.c', subject: 's', text: 't' })).rejects.toThrow(/SMTP_URL/);
  });
});
