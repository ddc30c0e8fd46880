import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function PaymentSuccessPage() {
  return <UnderConstruction titleKey="titles.paymentSuccess" />;
}
