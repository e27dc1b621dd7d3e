/** What /message/list and /message/create answer (docs/contracts.md, "Messages"). */
export type MessageType = 'TYPE_EMAIL' | 'TYPE_SMS';

export interface Message {
  id: number;
  type: MessageType;
  text: string;
  email_subject: string;
  file_name: string;
  file: string;
  contact: number;
  campaign: number | null;
  created_at: string;
  status?: 'queued' | 'sent' | 'failed';
  status_title: string;
  status_detail?: string;
}

/** The project's templates the form starts from. */
export interface MessageMeta {
  messageTemplateSms: string;
  messageTemplateEmail: string;
  emailSubject: string;
  messageFileName: string;
  messageFile: string;
}

export interface Draft {
  text: string;
  email_subject?: string;
  attachment?: File;
}
