import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function ChequesListPage() {
  return <UnderConstruction titleKey="titles.chequesAll" publicFrame={false} />;
}
