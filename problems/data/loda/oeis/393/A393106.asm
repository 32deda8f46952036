; A393106: Halting time for Wolfram's 2-state 2-symbol Turing machine 261 when started with n on the tape.
; Submitted by Science United
; 5,7,7,3,9,9,9,3,5,11,11,3,11,11,11,3,5,7,7,3,13,13,13,3,5,13,13,3,13,13,13,3,5,7,7,3,9,9,9,3,5,15,15,3,15,15,15,3,5,7,7,3,15,15,15,3,5,15,15,3,15,15,15,3,5,7,7,3,9,9,9,3,5,11,11,3,11,11,11,3
; Formula: a(n) = 2*valuation(bitor(n,floor(n/2))+1,2)+3

#offset 1

mov $1,$0
div $0,2
bor $1,$0
add $1,1
mov $2,$1
lex $2,2
mov $0,$2
mul $0,2
add $0,3
