import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function LoginHashPage() {
  return <UnderConstruction titleKey="titles.loginHash" />;
}
