import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { PublicFormPage } from './features/public-form/public-form-page';
import './styles.css';

function TokenRoute() {
  const { token = '' } = useParams();
  return <PublicFormPage token={token} />;
}

/** The parcel's root when the shell mounts it at /forms/view/:token. */
export default function Root() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/forms/view/:token" element={<TokenRoute />} />
        <Route path="*" element={<PublicFormPage token="" />} />
      </Routes>
    </BrowserRouter>
  );
}
