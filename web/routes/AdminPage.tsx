import { AdminDashboard } from '../features/admin/AdminDashboard';
import { ProtectedRoute } from '../features/auth/ProtectedRoute';

/** /admin: the admin dashboard, for administrators only. */
export default function AdminPage() {
  return (
    <ProtectedRoute role="admin">
      <AdminDashboard />
    </ProtectedRoute>
  );
}
