import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function ChequesToSignPage() {
  return <UnderConstruction titleKey="titles.chequesToSign" publicFrame={false} />;
}
