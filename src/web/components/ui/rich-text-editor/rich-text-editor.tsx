// The rich-text editor of information pages and news: Mantine's tiptap integration with the marks and
// blocks the server keeps when it sanitises (src/server/services/rich-text.ts), and a preview that
// shows the text as readers will see it.
import '@mantine/tiptap/styles.css';
import { Input, Tabs } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { RichText } from '../rich-text.tsx';
import classes from './rich-text-editor.module.css';

export type RichTextEditorFieldProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  description?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
};

/** The HTML of an empty document is the empty string: "required" and "unchanged" see it as empty. */
function htmlOf(editor: { isEmpty: boolean; getHTML: () => string }): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

export function RichTextEditorField(props: RichTextEditorFieldProps) {
  const { label, value, onChange, error, description, required, disabled } = props;
  const ownId = useId();
  const id = props.id ?? ownId;
  const editor = useEditor({
    extensions: [
      // StarterKit 3 brings Link; Mantine's Link (with its link control) replaces it. No code blocks:
      // the sanitiser keeps no <pre>.
      StarterKit.configure({ link: false, codeBlock: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
  });

  // A value set from outside (their version after a conflict, a reset) replaces the document.
  useEffect(() => {
    if (editor && !editor.isDestroyed && htmlOf(editor) !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: `${id}-label`, htmlFor: undefined, component: 'span' }}
      required={required}
      description={description}
      error={error}
      errorProps={{ id: `${id}-error` }}
    >
      <Tabs defaultValue="write" keepMounted className={classes.tabs}>
        <Tabs.List>
          <Tabs.Tab value="write">Write</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <RichTextEditor editor={editor} className={classes.editor} data-invalid={error ? true : undefined}>
            <RichTextEditor.Toolbar sticky stickyOffset={0}>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.Underline />
                <RichTextEditor.Strikethrough />
                <RichTextEditor.Code />
                <RichTextEditor.ClearFormatting />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.H2 />
                <RichTextEditor.H3 />
                <RichTextEditor.H4 />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
                <RichTextEditor.Blockquote />
                <RichTextEditor.Hr />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Link />
                <RichTextEditor.Unlink />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Undo />
                <RichTextEditor.Redo />
              </RichTextEditor.ControlsGroup>
            </RichTextEditor.Toolbar>
            <RichTextEditor.Content />
          </RichTextEditor>
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          <div className={classes.preview} data-testid="rich-text-preview">
            {value ? <RichText html={value} /> : <span className={classes.empty}>Nothing written yet.</span>}
          </div>
        </Tabs.Panel>
      </Tabs>
    </Input.Wrapper>
  );
}
