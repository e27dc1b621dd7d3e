// The labels of a project's card template, which import columns may go to (`label:<id>`): the project names
// its template, GET /template_card/labels/{id} lists the labels. A refusal of either leaves the 13 columns.
import { useApiQuery, type CardLabel } from '@/src/plugin-api';

export function useCardLabels(campaignId: number | undefined): CardLabel[] {
  const project = useApiQuery<{ template_card_id?: number | null }>(`/campaign/${campaignId}`, undefined, {
    enabled: campaignId !== undefined,
  });
  const templateId = project.data?.template_card_id ?? null;
  const labels = useApiQuery<{ labels: CardLabel[] }>(`/template_card/labels/${templateId}`, undefined, {
    enabled: campaignId !== undefined && templateId !== null,
  });
  return campaignId !== undefined && templateId !== null ? (labels.data?.labels ?? []) : [];
}
