import React from 'react'
import type { SchemaNode } from '../../shared/openapi'
import { DeprecatedBadge } from './ApiAnchor'

/** Allowed values, constraints and example of a property or parameter, in small print. */
export function SchemaFacts({ values, constraints, example }: { values: string[]; constraints: string[]; example?: string }) {
  return (
    <>
      {values.length > 0 && (
        <p className="schema-prop__facts">
          Allowed values:{' '}
          {values.map((value, index) => (
            <React.Fragment key={value}>
              {index > 0 && ', '}
              <code>{value}</code>
            </React.Fragment>
          ))}
        </p>
      )}
      {constraints.length > 0 && <p className="schema-prop__facts">{constraints.join(' · ')}</p>}
      {example !== undefined && (
        <p className="schema-prop__facts">
          Example: <code>{example}</code>
        </p>
      )}
    </>
  )
}

/** Description, then the facts, of one schema node. */
function SchemaDetails({ node }: { node: SchemaNode }) {
  return (
    <>
      {node.descriptionHtml && <div className="schema-prop__description" dangerouslySetInnerHTML={{ __html: node.descriptionHtml }} />}
      <SchemaFacts values={node.enum} constraints={node.constraints} example={node.example} />
    </>
  )
}

function PropertyHead({ node }: { node: SchemaNode }) {
  return (
    <div className="schema-prop__head">
      <code className="schema-prop__name">{node.name}</code>
      <span className="schema-prop__type">{node.type}</span>
      {node.required && <span className="schema-prop__required">required</span>}
      {node.readOnly && <span className="schema-prop__flag">read-only</span>}
      {node.writeOnly && <span className="schema-prop__flag">write-only</span>}
      {node.deprecated && <DeprecatedBadge />}
    </div>
  )
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** Nested properties and variants sit in a closed <details>: the tree reads top-down, no JavaScript needed. */
function Nested({ node }: { node: SchemaNode }) {
  const items = node.type.startsWith('array of') ? ' of each item' : ''
  return (
    <>
      {node.children.length > 0 && (
        <details className="schema-tree__nested">
          <summary>
            {plural(node.children.length, 'property', 'properties')}
            {items}
            {node.schemaName && !items ? ` of ${node.schemaName}` : ''}
          </summary>
          <SchemaProperties nodes={node.children} />
        </details>
      )}
      {node.variants.length > 0 && (
        <details className="schema-tree__nested">
          <summary>
            {node.variantKind === 'anyOf' ? 'Any' : 'One'} of {plural(node.variants.length, 'variant', 'variants')}
          </summary>
          <ol className="schema-tree schema-tree--variants">
            {node.variants.map((variant, index) => (
              <li key={index} className="schema-tree__item">
                <div className="schema-prop__head">
                  <span className="schema-prop__type">{variant.type}</span>
                </div>
                <SchemaDetails node={variant} />
                <Nested node={variant} />
              </li>
            ))}
          </ol>
        </details>
      )}
    </>
  )
}

export function SchemaProperties({ nodes }: { nodes: SchemaNode[] }) {
  return (
    <ul className="schema-tree">
      {nodes.map((node) => (
        <li key={node.name} className="schema-tree__item">
          <PropertyHead node={node} />
          <SchemaDetails node={node} />
          <Nested node={node} />
        </li>
      ))}
    </ul>
  )
}

/** A body's schema: the root's own facts, then its properties open at the first level. */
export function SchemaTree({ root }: { root: SchemaNode }) {
  const rootIsList = root.children.length > 0 && !root.type.startsWith('array of')
  return (
    <div className="schema">
      <p className="schema__type">
        <span className="schema-prop__type">{root.type}</span>
      </p>
      <SchemaDetails node={root} />
      {rootIsList ? <SchemaProperties nodes={root.children} /> : <Nested node={root} />}
    </div>
  )
}
