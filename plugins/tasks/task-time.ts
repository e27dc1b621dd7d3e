// A task's time as the API writes it (TASK_TIME_FORMAT, DD-MM-YYYY HH:mm), read strictly. By hand rather
// than with dayjs's customParseFormat, and apart from the picker, so the due poll on the dashboard does not
// download either (the picker's dayjs set-up brings the plugin along with it).
import dayjs, { type Dayjs } from 'dayjs';

const TASK_TIME = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/;

export const parseTaskTime = (text: string): Dayjs | null => {
  const match = TASK_TIME.exec(text);
  if (!match) return null;
  const [day, month, year, hour, minute] = match.slice(1).map(Number);
  const d = dayjs(new Date(year, month - 1, day, hour, minute));
  // 31-02 or 25:00 roll over into another day: not a time the server writes.
  const same = d.date() === day && d.month() === month - 1 && d.hour() === hour && d.minute() === minute;
  return same ? d : null;
};
