import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { paths } from '@/config/paths';
import { HomeRedirect, RedirectIfSignedIn, RequireSignedIn } from './guards';
import { RootLayout } from './root-layout';
import { LoginRoute } from './routes/login';
import { CreateAccountRoute } from './routes/create-account';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { ResetPasswordRoute } from './routes/reset-password';
import { DelegateLoginRoute } from './routes/delegate-login';
import { PlaceholderRoute } from './routes/placeholder';
import { MyAccountRoute } from './routes/my-account';

const placeholder = (title: string) => <PlaceholderRoute title={title} />;

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomeRedirect /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.createAccount, element: <CreateAccountRoute /> },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      { path: paths.resetPassword, element: <ResetPasswordRoute /> },
      { path: paths.delegateLogin, element: <DelegateLoginRoute /> },
      {
        element: <AppLayout />,
        children: [
          {
            path: paths.contact,
            element: (
              <RedirectIfSignedIn to={paths.contactPrivate}>{placeholder('Contactez-nous')}</RedirectIfSignedIn>
            ),
          },
          { path: paths.guide, element: placeholder("Guide d'utilisation") },
          { path: paths.legalNotice, element: placeholder('Mentions légales') },
          { path: paths.privacy, element: placeholder('Politique de confidentialité') },
          { path: paths.terms, element: placeholder("Conditions générales d'utilisation et de vente") },
          { path: paths.accessibility, element: placeholder("Déclaration d'accessibilité") },
          {
            element: <RequireSignedIn />,
            children: [
              { path: paths.duerps, element: placeholder('Mes DUERP') },
              { path: paths.newDuerp, element: placeholder('Création de mon DUERP') },
              { path: '/duerps/:duerpId', element: placeholder('Mon DUERP') },
              { path: '/duerps/:duerpId/edit', element: placeholder('Modification de mon DUERP') },
              { path: paths.checkout, element: placeholder('Panier') },
              { path: paths.afterPayment, element: placeholder('Paiement') },
              { path: paths.myAccount, element: <MyAccountRoute /> },
              { path: paths.choosePlan, element: placeholder('Plans tarifaires') },
              { path: paths.selectDuerp, element: placeholder('Choisir un DUERP') },
              { path: paths.contactPrivate, element: placeholder('Contactez-nous') },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
