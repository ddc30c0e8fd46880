import { UnderConstruction } from '@/components/layout/UnderConstruction';

export function ResetPasswordRequestPage() {
  return <UnderConstruction titleKey="titles.resetPasswordRequest" />;
}
