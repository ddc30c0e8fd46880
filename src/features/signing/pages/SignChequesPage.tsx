import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function SignChequesPage() {
  return <UnderConstruction titleKey="titles.signCheques" />;
}
