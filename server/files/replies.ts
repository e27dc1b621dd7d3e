// Reply schemas of the file manager routes (server/http/replies.ts says why they stay open).
import { fileReply, noContentReply, objectReply, pageReply } from '../http/replies';

export const MANAGED_FILE_REPLY = objectReply('A file of the file manager.', {
  id: 'The file id.',
  name: 'The file name.',
  size: 'Bytes.',
  content_type: 'The media type.',
});
export const MANAGED_FILES_REPLY = pageReply('A page of files.', {
  totalCount: 'How many files match.',
  page: 'The page number.',
  limit: 'The page size.',
  pageCount: 'How many pages.',
});
export const MANAGED_FILE_CONTENT_REPLY = fileReply('The file, as an attachment.');
export const MANAGED_FILE_DELETED_REPLY = noContentReply('The file is deleted.');
export const DISK_SPACE_REPLY = objectReply('The disk holding the uploads.', {
  size: 'Total.',
  used: 'Used.',
  avail: 'Available.',
  use_percent: 'Used, in percent.',
  free: 'Free gigabytes.',
});
