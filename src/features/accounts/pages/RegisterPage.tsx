import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function RegisterPage() {
  return <UnderConstruction titleKey="titles.register" />;
}
