import { useEffect, useState } from 'react';
import { getImageStorageAvailability, type StorageAvailability } from '../api/image-storage-availability';

/** Whether uploads can run here: undefined while that is being found out. */
export function useStorageAvailability(): StorageAvailability | undefined {
  const [availability, setAvailability] = useState<StorageAvailability>();
  useEffect(() => {
    let current = true;
    void getImageStorageAvailability().then((result) => {
      if (current) setAvailability(result);
    });
    return () => {
      current = false;
    };
  }, []);
  return availability;
}
