/**
 * Text messages to residents who left a phone number. Sending an SMS in Kenya needs a paid
 * gateway (Africa's Talking, Safaricom's bulk SMS, Twilio): none is configured, so the portal sends
 * none and the queue says so. A gateway is added by implementing this interface and passing it
 * where the mailer is passed (services.feedback); the message follows replyText in mailer.ts,
 * shortened to one SMS (160 characters: the reference, the project code and the follow link).
 */
export interface SmsGateway {
  /** Sends one message; resolves to what happened, never throws. */
  send(to: string, text: string): Promise<'sent' | 'failed'>;
}
