import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function ChequesDeliveryPage() {
  return <UnderConstruction titleKey="titles.chequesDelivery" publicFrame={false} />;
}
