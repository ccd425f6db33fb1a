import { notFound } from 'next/navigation';

// Unknown paths under a locale get [locale]/not-found.tsx inside the localized layout. Next renders
// that boundary in the browser rather than on the server (vercel/next.js#62228); the status is 404.
export default function UnknownPage() {
  notFound();
}
