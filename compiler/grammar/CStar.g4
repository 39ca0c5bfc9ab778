/* CStar.g4 — C11 (with the GNU extensions real code uses) plus the C* forms.
 *
 * Written for cstar from ISO/IEC 9899:2011 Annex A.  It parses the raw .cs file:
 * preprocessor lines go to the hidden channel, so #include/#define survive
 * untouched and headers are never parsed here (Clang reads them later).
 * The tree is only used to find and rewrite the C* forms (lib/Parse/Parse.cpp),
 * so a C construct read the "wrong" way (declaration vs expression, which
 * needs a symbol table) does no harm as long as it parses.
 *
 * C* additions (marked "C*" below): shape declarations with left dimension lists,
 * `T:S` / `x:S` parallel declarations, with / where-else / everywhere, left
 * indexing `[i][j]x` (with `.` inside), `<?` `>?` `<?=` `>?=`, unary reductions
 * `+= x`, `current`, `elemental`, `boolsizeof`.
 */
grammar CStar;

// ---------------------------------------------------------------- top level
compilationUnit : externalDeclaration* EOF ;

externalDeclaration
    : functionDefinition
    | declaration
    | implicitIntDeclaration
    | asmDefinition
    | ';'
    ;

// K&R C (C89 implicit int) at file scope: `foo();`, `bar(int x);`, `count;`.
implicitIntDeclaration : initDeclaratorList ';' ;

asmDefinition : Asm '(' balanced* ')' ';' ;

functionDefinition
    : declarationSpecifiers? declarator declarationList? compoundStatement
    ;

declarationList : declaration+ ;

// ---------------------------------------------------------------- declarations
declaration
    : declarationSpecifiers initDeclaratorList? ';'
    | staticAssertDeclaration
    ;

/* Exactly one typedef name and no other type specifier, or builtin type
 * specifiers only: this is what lets `T x;` and `T:S x;` parse as declarations
 * without a symbol table (the second alternative would otherwise eat `x`). */
declarationSpecifiers
    : nonTypeSpecifier* typedefName nonTypeSpecifier*
    | (nonTypeSpecifier | typeSpecifier)+
    ;

nonTypeSpecifier
    : storageClassSpecifier
    | typeQualifier
    | functionSpecifier
    | alignmentSpecifier
    | gnuAttribute
    | shapeSpecifier
    ;

// C*: `int:S x` — the shape of a parallel type.
shapeSpecifier : ':' shapeRef ;
shapeRef : Identifier | Current | Void | '(' expression ')' ;

initDeclaratorList : initDeclarator (',' initDeclarator)* ;

// C*: `int x:S` — the shape written after the declarator.
initDeclarator : declarator shapeSuffix? gnuAttribute* ('=' initializer)? ;
shapeSuffix : ':' shapeRef ;

storageClassSpecifier
    : Typedef | Extern | Static | ThreadLocal | Auto | Register ;

typeSpecifier
    : Void | Char | Short | Int | Long | Float | Double | Signed | Unsigned
    | Bool | Complex | Shape
    | BuiltinType
    | atomicTypeSpecifier
    | structOrUnionSpecifier
    | enumSpecifier
    | typeofSpecifier
    ;

typeofSpecifier : Typeof '(' (typeName | expression) ')' ;

structOrUnionSpecifier
    : structOrUnion gnuAttribute* Identifier? '{' structDeclaration* lastStructDeclaration? '}' gnuAttribute*
    | structOrUnion gnuAttribute* Identifier
    ;

structOrUnion : Struct | Union ;

structDeclaration
    : specifierQualifierList structDeclaratorList? ';'
    | staticAssertDeclaration
    | ';'
    ;

// GNU C: the last member may omit its ';' (`struct{ int n; double:void *list}`,
// real C* code in ECOLAB cs_arrays.cs); Clang warns.
lastStructDeclaration
    : specifierQualifierList structDeclaratorList
    ;

specifierQualifierList
    : qualifierOnly* typedefName qualifierOnly*
    | (qualifierOnly | typeSpecifier)+
    ;

qualifierOnly : typeQualifier | gnuAttribute | alignmentSpecifier | shapeSpecifier ;

structDeclaratorList : structDeclarator (',' structDeclarator)* ;

structDeclarator
    : declarator gnuAttribute*
    | declarator? ':' constantExpression gnuAttribute*
    ;

enumSpecifier
    : Enum gnuAttribute* Identifier? '{' enumeratorList ','? '}'
    | Enum gnuAttribute* Identifier
    ;

enumeratorList : enumerator (',' enumerator)* ;
enumerator : Identifier gnuAttribute* ('=' constantExpression)? ;

atomicTypeSpecifier : Atomic '(' typeName ')' ;

typeQualifier : Const | Restrict | Volatile | Atomic | Extension ;

functionSpecifier
    : Inline | Noreturn
    | Elemental     // C*: elemental functions
    ;

alignmentSpecifier : Alignas '(' (typeName | constantExpression) ')' ;

/* C*: a shape declarator may carry its dimensions to the left of the name:
 * `shape [4][1000]S`, `shape [][]T`. */
declarator : pointer? leftDims? directDeclarator gnuDeclaratorExtension* ;

leftDims : leftDim+ ;
leftDim : '[' assignmentExpression? ']' ;

directDeclarator
    : Identifier
    | '(' gnuAttribute* declarator ')'
    | directDeclarator '[' typeQualifier* Static? assignmentExpression? ']'
    | directDeclarator '[' typeQualifier* Static typeQualifier* assignmentExpression ']'
    | directDeclarator '[' typeQualifier* '*' ']'
    | directDeclarator '(' parameterTypeList ')'
    | directDeclarator '(' identifierList? ')'
    ;

gnuDeclaratorExtension : asmLabel | gnuAttribute ;
asmLabel : Asm '(' StringLiteral+ ')' ;

gnuAttribute : Attribute '(' '(' gnuAttributeList ')' ')' ;
gnuAttributeList : gnuAttrib? (',' gnuAttrib?)* ;
gnuAttrib : ~(',' | '(' | ')') ('(' balanced* ')')? ;
balanced : '(' balanced* ')' | ~('(' | ')') ;

pointer : ('*' (typeQualifier | gnuAttribute)*)+ ;

parameterTypeList : parameterList (',' '...')? ;
parameterList : parameterDeclaration (',' parameterDeclaration)* ;

parameterDeclaration
    : declarationSpecifiers declarator shapeSuffix? gnuAttribute*
    | declarationSpecifiers abstractDeclarator?
    ;

identifierList : Identifier (',' Identifier)* ;

typeName : specifierQualifierList abstractDeclarator? ;

abstractDeclarator
    : pointer
    | pointer? directAbstractDeclarator gnuDeclaratorExtension*
    ;

directAbstractDeclarator
    : '(' gnuAttribute* abstractDeclarator ')' gnuDeclaratorExtension*
    | '[' typeQualifier* assignmentExpression? ']'
    | '[' Static typeQualifier* assignmentExpression ']'
    | '[' typeQualifier+ Static assignmentExpression ']'
    | '[' '*' ']'
    | '(' parameterTypeList? ')' gnuDeclaratorExtension*
    | directAbstractDeclarator '[' typeQualifier* assignmentExpression? ']'
    | directAbstractDeclarator '[' Static typeQualifier* assignmentExpression ']'
    | directAbstractDeclarator '[' typeQualifier+ Static assignmentExpression ']'
    | directAbstractDeclarator '[' '*' ']'
    | directAbstractDeclarator '(' parameterTypeList? ')' gnuDeclaratorExtension*
    ;

typedefName : Identifier ;

initializer
    : assignmentExpression
    | '{' initializerList? ','? '}'
    ;

initializerList : designation? initializer (',' designation? initializer)* ;
designation : designatorList '=' | Identifier ':' ;
designatorList : designator+ ;
designator
    : '[' constantExpression ('...' constantExpression)? ']'
    | '.' Identifier
    ;

staticAssertDeclaration : StaticAssert '(' constantExpression ',' StringLiteral+ ')' ';' ;

// ---------------------------------------------------------------- statements
statement
    : labeledStatement
    | compoundStatement
    | expressionStatement
    | selectionStatement
    | iterationStatement
    | jumpStatement
    | asmStatement
    | withStatement
    | whereStatement
    | everywhereStatement
    ;

// C*: shape selection and context.
withStatement : With '(' expression ')' statement ;
whereStatement : Where '(' expression ')' statement (Else statement)? ;
everywhereStatement : Everywhere statement ;

labeledStatement
    : Identifier ':' gnuAttribute* statement
    | Case constantExpression ('...' constantExpression)? ':' statement
    | Default ':' statement
    ;

compoundStatement : '{' blockItem* '}' ;

// Declaration first: `T:S x;` is a declaration, not a label `T:` (see header).
blockItem : declaration | statement | localLabelDeclaration ;
localLabelDeclaration : Label identifierList ';' ;

expressionStatement : expression? ';' ;

selectionStatement
    : If '(' expression ')' statement (Else statement)?
    | Switch '(' expression ')' statement
    ;

iterationStatement
    : While '(' expression ')' statement
    | Do statement While '(' expression ')' ';'
    | For '(' (declaration | expression? ';') expression? ';' expression? ')' statement
    ;

jumpStatement
    : Goto (Identifier | '*' expression) ';'
    | Continue ';'
    | Break ';'
    | Return expression? ';'
    ;

// A string literal pasted with macros that expand to string literals (the
// preprocessor, which runs after this parser, joins them): `"%" PRId64`,
// `PREFIX "text" SUFFIX`.  Only here can an identifier touch a string literal.
stringConcat
    : Identifier+ StringLiteral (StringLiteral | Identifier)*
    | StringLiteral+ Identifier (StringLiteral | Identifier)*
    ;

asmStatement : Asm typeQualifier* Goto? '(' balanced* ')' ';' ;

// ---------------------------------------------------------------- expressions
primaryExpression
    : Identifier
    | Constant
    | StringLiteral+
    | stringConcat
    | '(' expression ')'
    | genericSelection
    | Extension? '(' compoundStatement ')'                       // GNU statement expression
    | BuiltinVaArg '(' assignmentExpression ',' typeName ')'
    | BuiltinOffsetof '(' typeName ',' offsetofDesignator ')'
    | BuiltinTypesCompatible '(' typeName ',' typeName ')'
    | Current                                                     // C*: the current shape
    | Dot                                                         // C*: `.` inside a left index
    ;

offsetofDesignator : Identifier ('.' Identifier | '[' expression ']')* ;

genericSelection : Generic '(' assignmentExpression ',' genericAssocList ')' ;
genericAssocList : genericAssociation (',' genericAssociation)* ;
genericAssociation : (typeName | Default) ':' assignmentExpression ;

postfixExpression
    : primaryExpression
    | Extension? '(' typeName ')' '{' initializerList? ','? '}'
    | postfixExpression '[' expression ']'
    | postfixExpression '(' argumentExpressionList? ')'
    | postfixExpression ('.' | '->') Identifier
    | postfixExpression ('++' | '--')
    ;

argumentExpressionList : assignmentExpression (',' assignmentExpression)* ;

unaryExpression
    : postfixExpression
    | ('++' | '--') unaryExpression
    | unaryOperator castExpression
    | (Sizeof | Alignof) '(' typeName ')'
    | Sizeof unaryExpression
    | Boolsizeof '(' typeName ')'                                 // C*
    | Boolsizeof unaryExpression                                  // C*
    | '&&' Identifier                                             // GNU label address
    | leftIndex+ unaryExpression                                  // C*: [i][j]x
    | reductionOperator castExpression                            // C*: += x
    | Extension castExpression
    ;

leftIndex : '[' expression ']' ;

reductionOperator
    : '+=' | '-=' | '*=' | '/=' | '&=' | '|=' | '^=' | '<?=' | '>?=' ;

unaryOperator : '&' | '*' | '+' | '-' | '~' | '!' | Real | Imag ;

castExpression
    : '(' typeName ')' castExpression
    | unaryExpression
    ;

// C*: `a %% b` is the modulus whose sign follows the divisor (docs/language.md §4).
multiplicativeExpression : castExpression (('*' | '/' | '%' | '%%') castExpression)* ;
additiveExpression : multiplicativeExpression (('+' | '-') multiplicativeExpression)* ;
shiftExpression : additiveExpression (('<<' | '>>') additiveExpression)* ;
// C*: <? and >? bind like the relational operators (as in GNU C++).
relationalExpression : shiftExpression (relationalOperator shiftExpression)* ;
relationalOperator : '<' | '>' | '<=' | '>=' | '<?' | '>?' ;
equalityExpression : relationalExpression (('==' | '!=') relationalExpression)* ;
andExpression : equalityExpression ('&' equalityExpression)* ;
exclusiveOrExpression : andExpression ('^' andExpression)* ;
inclusiveOrExpression : exclusiveOrExpression ('|' exclusiveOrExpression)* ;
logicalAndExpression : inclusiveOrExpression ('&&' inclusiveOrExpression)* ;
logicalOrExpression : logicalAndExpression ('||' logicalAndExpression)* ;

conditionalExpression
    : logicalOrExpression ('?' expression? ':' conditionalExpression)?
    ;

// Assignment first: `(x) += y` is a compound assignment, not a cast of `+= y`.
assignmentExpression
    : unaryExpression assignmentOperator assignmentExpression
    | conditionalExpression
    ;

assignmentOperator
    : '=' | '*=' | '/=' | '%=' | '+=' | '-=' | '<<=' | '>>=' | '&=' | '^=' | '|='
    | '<?=' | '>?=' | '%%='                                       // C*
    ;

expression : assignmentExpression (',' assignmentExpression)* ;

constantExpression : conditionalExpression ;

// ================================================================ lexer
Auto : 'auto' ;
Break : 'break' ;
Case : 'case' ;
Char : 'char' ;
Const : 'const' | '__const' | '__const__' ;
Continue : 'continue' ;
Default : 'default' ;
Do : 'do' ;
Double : 'double' ;
Else : 'else' ;
Enum : 'enum' ;
Extern : 'extern' ;
Float : 'float' ;
For : 'for' ;
Goto : 'goto' ;
If : 'if' ;
Inline : 'inline' | '__inline' | '__inline__' ;
Int : 'int' ;
Long : 'long' ;
Register : 'register' ;
Restrict : 'restrict' | '__restrict' | '__restrict__' ;
Return : 'return' ;
Short : 'short' ;
Signed : 'signed' | '__signed' | '__signed__' ;
Sizeof : 'sizeof' ;
Static : 'static' ;
Struct : 'struct' ;
Switch : 'switch' ;
Typedef : 'typedef' ;
Union : 'union' ;
Unsigned : 'unsigned' ;
Void : 'void' ;
Volatile : 'volatile' | '__volatile' | '__volatile__' ;
While : 'while' ;
Alignas : '_Alignas' ;
Alignof : '_Alignof' | '__alignof' | '__alignof__' ;
Atomic : '_Atomic' ;
Bool : '_Bool' | 'bool' ;
Complex : '_Complex' | '__complex__' ;
Generic : '_Generic' ;
Noreturn : '_Noreturn' ;
StaticAssert : '_Static_assert' ;
ThreadLocal : '_Thread_local' | '__thread' ;
Asm : 'asm' | '__asm' | '__asm__' ;
Attribute : '__attribute__' | '__attribute' ;
Extension : '__extension__' ;
Typeof : 'typeof' | '__typeof' | '__typeof__' ;
Real : '__real__' | '__real' ;
Imag : '__imag__' | '__imag' ;
Label : '__label__' ;
// <stdarg.h>'s va_arg and <stddef.h>'s offsetof are macros the C* parser
// sees unexpanded: their second (first) argument is a type name, which a
// call's argument list cannot hold (`va_arg(ap, int)` was a syntax error).
BuiltinVaArg : '__builtin_va_arg' | 'va_arg' ;
BuiltinOffsetof : '__builtin_offsetof' | 'offsetof' ;
BuiltinTypesCompatible : '__builtin_types_compatible_p' ;
BuiltinType : '__builtin_va_list' | '__int128' | '_Float128' | '__float128' ;

// C* keywords
Shape : 'shape' ;
With : 'with' ;
Where : 'where' ;
Everywhere : 'everywhere' ;
Current : 'current' ;
Elemental : 'elemental' ;
Boolsizeof : 'boolsizeof' ;

LeftParen : '(' ;
RightParen : ')' ;
LeftBracket : '[' ;
RightBracket : ']' ;
LeftBrace : '{' ;
RightBrace : '}' ;
MinAssign : '<?=' ;
MaxAssign : '>?=' ;
MinOp : '<?' ;
MaxOp : '>?' ;
Less : '<' ;
LessEqual : '<=' ;
Greater : '>' ;
GreaterEqual : '>=' ;
LeftShift : '<<' ;
RightShift : '>>' ;
Plus : '+' ;
PlusPlus : '++' ;
Minus : '-' ;
MinusMinus : '--' ;
Star : '*' ;
Div : '/' ;
Mod : '%' ;
ModModAssign : '%%=' ;
ModMod : '%%' ;
And : '&' ;
Or : '|' ;
AndAnd : '&&' ;
OrOr : '||' ;
Caret : '^' ;
Not : '!' ;
Tilde : '~' ;
Question : '?' ;
Colon : ':' ;
Semi : ';' ;
Comma : ',' ;
Assign : '=' ;
StarAssign : '*=' ;
DivAssign : '/=' ;
ModAssign : '%=' ;
PlusAssign : '+=' ;
MinusAssign : '-=' ;
LeftShiftAssign : '<<=' ;
RightShiftAssign : '>>=' ;
AndAssign : '&=' ;
XorAssign : '^=' ;
OrAssign : '|=' ;
Arrow : '->' ;
Ellipsis : '...' ;
Dot : '.' ;

Identifier : IdentifierNondigit (IdentifierNondigit | Digit)* ;
fragment IdentifierNondigit : [a-zA-Z_$] | UniversalCharacterName ;
fragment UniversalCharacterName : '\\u' HexQuad | '\\U' HexQuad HexQuad ;
fragment HexQuad : HexDigit HexDigit HexDigit HexDigit ;
fragment Digit : [0-9] ;
fragment HexDigit : [0-9a-fA-F] ;

// Numbers: a pp-number-like rule is enough, Clang checks the spelling.
Constant
    : [0-9] ([0-9a-zA-Z_.] | [eEpP] [+-])*
    | '.' [0-9] ([0-9a-zA-Z_.] | [eEpP] [+-])*
    | CharacterConstant
    ;
fragment CharacterConstant : ('u' | 'U' | 'L' | 'u8')? '\'' (~['\\\r\n] | EscapeSequence)+ '\'' ;
fragment EscapeSequence : '\\' . ;

StringLiteral : ('u8' | 'u' | 'U' | 'L')? '"' (~["\\\r\n] | EscapeSequence | '\\' '\r'? '\n')* '"' ;

// Preprocessor lines (with backslash continuations) are kept, not parsed.
Directive : '#' (~[\\\r\n] | '\\' '\r'? '\n' | '\\' ~[\r\n])* -> channel(HIDDEN) ;

Whitespace : [ \t\f\u000B]+ -> channel(HIDDEN) ;
Newline : ('\r' '\n'? | '\n') -> channel(HIDDEN) ;
BlockComment : '/*' .*? '*/' -> channel(HIDDEN) ;
LineComment : '//' (~[\\\r\n] | '\\' '\r'? '\n' | '\\' ~[\r\n])* -> channel(HIDDEN) ;
