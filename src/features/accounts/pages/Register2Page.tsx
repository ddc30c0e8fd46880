import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function Register2Page() {
  return <UnderConstruction titleKey="titles.register2" />;
}
