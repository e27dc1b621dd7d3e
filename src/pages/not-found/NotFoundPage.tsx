import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '@/providers/paths';

/** Any unknown address inside the signed-in layout. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('shell.notFound.title')}
      subTitle={t('shell.notFound.text')}
      extra={
        <Link to={HOME_PATH}>
          <Button type="primary">{t('shell.notFound.back')}</Button>
        </Link>
      }
    />
  );
}
