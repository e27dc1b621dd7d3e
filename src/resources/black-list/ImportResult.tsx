import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMPORT_NS } from './import-texts';

/** The answer of POST /api/black_list/import: added + duplicate + invalid = total. */
export interface ImportCounters {
  added: number;
  duplicate: number;
  invalid: number;
  total: number;
}

const COUNTERS = ['added', 'duplicate', 'invalid', 'total'] as const;

export function ImportResult({ counters }: { counters: ImportCounters }) {
  const { t } = useTranslation(IMPORT_NS);
  return (
    <Card type="inner" title={t('result')} data-testid="import-result">
      <Row gutter={16}>
        {COUNTERS.map((name) => (
          <Col key={name} xs={12} md={6}>
            <Statistic title={t(name)} value={counters[name]} data-testid={`import-${name}`} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
