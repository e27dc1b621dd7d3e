// Reply schemas of the message routes (server/http/replies.ts says why they stay open).
import { fileReply, objectReply } from '../http/replies';

export const MESSAGE_REPLY = objectReply('The message as saved (and sent).');
export const MESSAGE_LIST_REPLY = objectReply("The contact's messages and the project's templates.", {
  items: 'The messages.',
  meta: 'messageTemplateSms, messageTemplateEmail, emailSubject, messageFileName, messageFile.',
});
export const UPLOADED_REPLY = objectReply('The stored attachment, to name in POST /message/create.', {
  file_name: 'The name it was uploaded with.',
  file: 'The stored name.',
});
export const ATTACHMENT_REPLY = fileReply('The attachment.');
