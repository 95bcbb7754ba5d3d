import { useState } from 'react';
import { productImageSrc } from '@/lib/product-images';
import './product-gallery.css';
import { translate } from '@/i18n';
import { catalogMessages } from '../messages';

interface ProductGalleryProps {
  images: readonly string[];
  title: string;
}

/** The product's images: a large view and a thumbnail button per image. */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        {current ? (
          <img
            src={productImageSrc(current)}
            alt={
              images.length > 1
                ? translate(catalogMessages.imageOf, { title, number: selected + 1, total: images.length })
                : title
            }
            width={600}
            height={600}
            fetchPriority="high"
          />
        ) : (
          <div
            className="gallery__none"
            role="img"
            aria-label={translate(catalogMessages.noPicture, { title })}
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={translate(catalogMessages.productImages)}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === selected}
                onClick={() => {
                  setSelected(index);
                }}
              >
                <img
                  src={productImageSrc(image)}
                  alt=""
                  width={600}
                  height={600}
                  loading="lazy"
                  decoding="async"
                />
                <span className="visually-hidden">
                  {translate(catalogMessages.showImage, { number: index + 1, total: images.length })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
