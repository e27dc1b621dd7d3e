import { DatePicker } from 'antd';
import enGB from 'antd/es/date-picker/locale/en_GB';
import ruRU from 'antd/es/date-picker/locale/ru_RU';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ru';
import { useTranslation } from '@/src/plugin-api';
import { TASK_TIME_FORMAT } from './types';

interface Props {
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
}

/**
 * Spec 000 section 5: tasks are timed to the minute and the calendar's week starts on Monday. The shell's
 * English is en_US, whose week starts on Sunday, so English pickers here take British English instead.
 */
export function TaskTimePicker({ id, value, onChange }: Props) {
  const { i18n } = useTranslation();
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format={TASK_TIME_FORMAT}
      locale={i18n.language === 'en' ? enGB : ruRU}
      value={value}
      onChange={(d) => onChange?.(d)}
      style={{ width: '100%' }}
    />
  );
}
