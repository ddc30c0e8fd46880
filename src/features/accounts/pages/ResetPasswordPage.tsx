import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function ResetPasswordPage() {
  return <UnderConstruction titleKey="titles.resetPassword" />;
}
