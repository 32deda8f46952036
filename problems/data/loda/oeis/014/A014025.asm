; A014025: Expansion of the inverse of the 16th cyclotomic polynomial.
; Submitted by Jamie Morken(s4)
; 1,0,0,0,0,0,0,0,-1,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,-1,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,-1,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,-1,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,-1,0,0,0,0,0,0,0
; Formula: a(n) = truncate(4/(gcd(n,16)-12))

mov $1,$0
gcd $1,16
sub $1,12
mov $0,4
div $0,$1
