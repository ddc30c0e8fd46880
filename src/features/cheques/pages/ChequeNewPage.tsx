import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function ChequeNewPage() {
  return <UnderConstruction titleKey="titles.chequeNew" publicFrame={false} />;
}
