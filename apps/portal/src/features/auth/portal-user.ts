/** The signed-in end user as the portal keeps it in the session cookie. */
export type PortalUser = {
  id: string;
  email: string;
  name: string;
};
