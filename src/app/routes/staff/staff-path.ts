/** Whether a path is the staff desk, which handles a login that ends on its own page. */
export const isStaffPath = (pathname: string) => pathname === '/staff' || pathname.startsWith('/staff/');
