import { Navigate } from 'react-router-dom';
import { HOME_PATH } from '../auth/authProvider';

/** Any unknown path of a signed-in user goes to the campaigns list (spec 1 §2). */
export const CatchAll = () => <Navigate to={HOME_PATH} replace />;
