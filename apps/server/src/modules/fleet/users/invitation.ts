import { MessageNotSent } from '../errors';
import { type CodeMessenger, texts } from '../messages';

export type Invitee = { userId: string; email: string; phone: string; companyName: string };

/**
 * Tells a user the company has just added that they have an account and how to set its password:
 * through the password reset (a code to this e-mail or phone, which they ask for themselves, so no
 * code expires unread in their inbox). By e-mail (in their language) or SMS.
 *
 * @throws MessageNotSent 502 when the channel refused the message.
 */
export function createInvitations(messenger: CodeMessenger) {
  return async function invite(projectId: string, invitee: Invitee, channel: 'email' | 'sms'): Promise<void> {
    try {
      if (channel === 'sms') {
        await messenger.sms(projectId, invitee.phone, texts.inviteSms(invitee.companyName));
      } else {
        await messenger.email(
          projectId,
          invitee.userId,
          texts.inviteSubject,
          texts.inviteEmail(invitee.companyName),
        );
      }
    } catch (error) {
      throw Object.assign(new MessageNotSent(channel === 'sms' ? 'phone' : 'email'), { cause: error });
    }
  };
}
