import { useCallback, useState } from 'react';

/**
 * Whether an antd form was edited since it was shown or saved (admin spec §5: "Submit is enabled only when the
 * form has been edited and all fields pass"). Give `onValuesChange` to the Form (antd calls it for the user's
 * changes only, not for values set by code) and call `saved` after a successful submit.
 */
export function useFormEdited(): { edited: boolean; onValuesChange: () => void; saved: () => void } {
  const [edited, setEdited] = useState(false);
  const onValuesChange = useCallback(() => setEdited(true), []);
  const saved = useCallback(() => setEdited(false), []);
  return { edited, onValuesChange, saved };
}
