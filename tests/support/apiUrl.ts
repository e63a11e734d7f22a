/** The API's address as the portal calls it (VITE_API_URL, the simulator's in tests): declared once for every test layer. */
export const API_URL: string = import.meta.env.VITE_API_URL;
