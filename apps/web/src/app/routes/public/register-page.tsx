import { AuthCard } from '../../../features/auth/components/auth-card';
import { RegisterForm } from '../../../features/auth/components/register-form';

export default function RegisterPage() {
  return (
    <AuthCard title="Register" subtitle="Create a free account to rent or to list your property.">
      <RegisterForm />
    </AuthCard>
  );
}
