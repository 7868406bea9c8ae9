import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { StaffWorkspace } from '../../../src/app/routes/staff/staff-workspace.tsx';
import type { StaffRole } from '../../../src/contract/staff.ts';

/** The desk as /staff/* draws it: its tabs and items are addresses, so it needs the router around it. */
export function renderStaffWorkspace(role: StaffRole, path = '/staff') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/staff/*" element={<StaffWorkspace role={role} />} />
      </Routes>
    </MemoryRouter>,
  );
}
