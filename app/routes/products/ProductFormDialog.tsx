import { useCallback, useRef, useState } from 'react';
import { announce } from '../../../design-system';
import { declarationOf, productFieldNames } from '../../../openapi/domain/product-fields';
import { productSchema, type ProductFormValues } from '../../../openapi/domain/product-rules';
import type { components } from '../../../openapi/generated/product';
import { screenTexts } from '../../messages/screen-texts';
import { ProductFieldControl } from './ProductFieldControl';
import { ProductPhotos } from './ProductPhotos';
import { productsTexts } from './products-texts';
import { useServices } from '../../runtime/AppServicesProvider';
import { unwrap } from '../../runtime/unwrap';
import { useForm } from '../../runtime/use-form';
import { EditDialog } from '../../shell/EditDialog';
import * as layout from '../../shell/screen.css';

type Product = components['schemas']['Product'];
const t = screenTexts.productForm;
/** The form's fields in the field list's order (decision 044): the switches together, after the rest. */
const isSwitch = (field: (typeof productFieldNames)[number]) => declarationOf(field).kind.control === 'switch';
const valueFields = productFieldNames.filter((field) => !isSwitch(field));
const switchFields = productFieldNames.filter(isSwitch);

const blank: ProductFormValues = {
  name: '',
  description: '',
  price: Number.NaN,
  vatIncluded: true,
  inStock: true,
  negotiable: false,
  isDeliverable: true,
  sellType: 'la bucata',
  packageType: 'Individual',
  city: '',
  phone: '',
  isEnabled: true,
};

/** A product's values as the form edits them: its barcode as printed, not as kept (decision 044). */
const valuesOf = (product: Product): ProductFormValues => {
  const { uuid: _uuid, seller: _seller, owner: _owner, updatedAt: _updatedAt, cover: _cover, photos: _photos, ...values } = product;
  return { ...values, ...(values.gtin ? { gtin: declarationOf('gtin').kind.show(values.gtin) } : {}) };
};

/**
 * Closing the product dialog. Photos are saved as they change, apart from the form: closing after
 * one refreshes the list, and closing while one is still on its way (a text alternative sent with
 * Enter, then Escape at once; an upload) waits until it is stored, saying so, for the dialog holds
 * what sends it. If the server refuses it meanwhile, the dialog stays open to show why.
 */
function usePhotosAwareClose(onSaved: () => void, onClose: () => void) {
  const changed = useRef(false);
  // Refs, not state: `close` is also kept by the form's machine from its first render.
  const photos = useRef({ sending: false, refused: false });
  const waiting = useRef(false);
  const [closing, setClosing] = useState(false);
  const finish = useCallback(() => {
    if (changed.current) onSaved();
    onClose();
  }, [onSaved, onClose]);
  const close = () => {
    if (!photos.current.sending) return finish();
    waiting.current = true;
    setClosing(true);
    announce(t.photosStillSending);
  };
  const onPhotosProgress = useCallback(
    (progress: { sending: boolean; refused: boolean }) => {
      photos.current = progress;
      if (!waiting.current || progress.sending) return;
      waiting.current = false;
      setClosing(false);
      if (!progress.refused) finish();
    },
    [finish],
  );
  /** Something was stored (a photo, the form): the list is refreshed when the dialog closes. */
  const markChanged = () => (changed.current = true);
  return { close, closing, markChanged, onPhotosProgress };
}

function ProductForm({ product, onSaved, onClose }: { product: Product | undefined; onSaved: () => void; onClose: () => void }) {
  const { clients } = useServices();
  const { close, closing, markChanged, onPhotosProgress } = usePhotosAwareClose(onSaved, onClose);
  const form = useForm({
    schema: productSchema,
    initialValues: product ? valuesOf(product) : blank,
    successMessage: product ? productsTexts.saved : productsTexts.created,
    onSuccess: () => {
      markChanged();
      close();
    },
    submit: (body) =>
      product
        ? unwrap(clients.product.PUT('/product/{uuid}', { params: { path: { uuid: product.uuid } }, body }))
        : unwrap(clients.product.POST('/product', { body })),
  });
  const { values } = form;
  return (
    <EditDialog
      title={product ? t.editTitle : t.createTitle}
      onClose={close}
      form={form}
      failure={form.failureMessage ? `${productsTexts.operationFailed} ${form.failureMessage}` : undefined}
      saveLabel={t.save}
      cancelLabel={t.cancel}
    >
      {valueFields.map((field, index) => (
        <ProductFieldControl
          key={field}
          field={field}
          autoFocus={index === 0}
          value={values[field]}
          errorMessage={form.field(field).errorMessage}
          pending={form.pending}
          onChange={(value) => form.send({ type: 'field.changed', field, value })}
        />
      ))}
      <div className={layout.linkRow}>
        {switchFields.map((field) => (
          <ProductFieldControl
            key={field}
            field={field}
            value={values[field]}
            errorMessage={undefined}
            pending={form.pending}
            onChange={(value) => form.send({ type: 'field.changed', field, value })}
          />
        ))}
      </div>
      {product ? (
        <>
          <ProductPhotos product={product.uuid} photos={product.photos ?? []} onChanged={markChanged} onProgress={onPhotosProgress} />
          {closing ? <p className={layout.muted}>{t.photosStillSending}</p> : null}
        </>
      ) : (
        <p className={layout.muted}>{t.photosAfterCreate}</p>
      )}
    </EditDialog>
  );
}

export interface ProductFormDialogProps {
  /** The product to edit, or undefined to create one. */
  product: Product | undefined;
  isOpen: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** The product modal (docs/product.md §2): create or edit, with the §5 rules. */
export function ProductFormDialog({ product, isOpen, onClose, onSaved }: ProductFormDialogProps) {
  return isOpen ? <ProductForm key={product?.uuid ?? 'new'} product={product} onClose={onClose} onSaved={onSaved} /> : null;
}
